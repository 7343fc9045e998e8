import { MESSAGES } from "@ingot/domain";
import type { FastifyRequest } from "fastify";
import { findAccountByEmail, findAccountById } from "../modules/accounts/accounts.service";
import type { SessionUser } from "../plugins/auth-guard";
import { AppError } from "./app-error";

/**
 * THE ownership check of the API (docs/ARCHITECTURE.md, decisions §11). Routes that answer for one
 * account (by id or by email) call it before touching data:
 * - nobody signed in: 401;
 * - a customer asking for another account: 403, whether that account exists or not (so the API
 *   never tells a stranger which emails have accounts);
 * - the owner, or an admin: the account, or 404 when it does not exist.
 */
export type OwnerTarget = { userId: string } | { email: string };

export interface OwnedAccount {
  id: string;
  email: string;
}

export function assertSignedIn(request: FastifyRequest): SessionUser {
  if (!request.user) throw AppError.unauthorized();
  return request.user;
}

export function assertAdmin(request: FastifyRequest): SessionUser {
  const user = assertSignedIn(request);
  if (user.role !== "admin") throw AppError.forbidden(MESSAGES.admin.noAdminPermissions);
  return user;
}

export async function assertOwnerOrAdmin(
  request: FastifyRequest,
  target: OwnerTarget,
): Promise<OwnedAccount> {
  const user = assertSignedIn(request);
  const isOwner =
    "userId" in target
      ? target.userId === user.id
      : target.email.trim().toLowerCase() === user.email.toLowerCase();
  if (!isOwner && user.role !== "admin") throw AppError.forbidden();
  const db = request.server.db;
  const account =
    "userId" in target
      ? await findAccountById(db, target.userId)
      : await findAccountByEmail(db, target.email);
  if (!account) throw AppError.notFound("No account found.");
  return account;
}
