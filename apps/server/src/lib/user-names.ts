import { profiles, user } from "../db/schema/index";

/**
 * A user's names and email as a select's columns: the account's `name` and `email`, and the full
 * name the user gave on their profile (the query left-joins `profiles` on the user's id). The name
 * shown for a user is the profile's full name when there is one, else the account's.
 */
export const userNameColumns = {
  name: user.name,
  email: user.email,
  fullName: profiles.fullName,
};
