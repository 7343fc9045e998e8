import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { isIP, type LookupFunction } from "node:net";
import { MESSAGES } from "@ingot/domain";
import ipaddr from "ipaddr.js";

/**
 * Server-side request forgery guard of the webhooks (issue #20, decision 024). A webhook URL must
 * be https and every address its host resolves to must be a public unicast address: loopback,
 * private, link-local, unique-local, unspecified, carrier-grade NAT, multicast, broadcast and
 * every other reserved range are refused, for IPv4 and IPv6 alike, and an IPv4-mapped IPv6
 * address (`::ffff:127.0.0.1`) is judged as the IPv4 address it carries. The ranges are ipaddr.js's
 * (`range()`), so nobody here keeps a list of CIDRs.
 *
 * The URL is checked when it is registered and again before every delivery (DNS can change), and
 * the delivery's connection resolves through `guardedLookup`, which refuses the same addresses,
 * so a name that resolves differently between the check and the connection still cannot reach a
 * private address. `allowPrivate` (WEBHOOKS_ALLOW_PRIVATE_URLS=true, tests only) lifts both rules.
 */

export class WebhookUrlError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "WebhookUrlError";
  }
}

/** Whether `address` (IPv4 or IPv6 text) is a public unicast address. */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  if (!ipaddr.isValid(bare)) return false;
  // process() turns an IPv4-mapped IPv6 address into the IPv4 address it carries.
  return ipaddr.process(bare).range() === "unicast";
}

type Resolve = (hostname: string) => Promise<LookupAddress[]>;

const resolveAll: Resolve = (hostname) =>
  new Promise((resolve, reject) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    );
  });

/**
 * Checks a webhook URL: answers the user's message when it is refused, else null. Resolves the
 * host (unless `allowPrivate`), so its answer holds for the addresses DNS gives now.
 */
export async function checkWebhookUrl(
  raw: string,
  options: { allowPrivate: boolean; resolve?: Resolve },
): Promise<string | null> {
  const M = MESSAGES.webhooks;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return M.urlInvalid;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return M.urlInvalid;
  if (url.username !== "" || url.password !== "") return M.urlCredentials;
  if (options.allowPrivate) return null;
  if (url.protocol !== "https:") return M.urlNotHttps;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (isIP(host) !== 0) return isPublicAddress(host) ? null : M.urlPrivate;
  let addresses: LookupAddress[];
  try {
    addresses = await (options.resolve ?? resolveAll)(host);
  } catch {
    return M.urlUnresolved;
  }
  if (addresses.length === 0) return M.urlUnresolved;
  return addresses.every((a) => isPublicAddress(a.address)) ? null : M.urlPrivate;
}

/**
 * A `lookup` for http(s).request that resolves like Node's and refuses a host any of whose
 * addresses is not public (unless `allowPrivate`): the connection goes only to checked addresses.
 */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, "", undefined);
      const list = addresses as LookupAddress[];
      if (!allowPrivate && list.some((a) => !isPublicAddress(a.address))) {
        return callback(new WebhookUrlError(MESSAGES.webhooks.urlPrivate), "", undefined);
      }
      const first = list[0];
      if (!first)
        return callback(new WebhookUrlError(MESSAGES.webhooks.urlUnresolved), "", undefined);
      if (options.all) return (callback as (e: null, a: LookupAddress[]) => void)(null, list);
      return callback(null, first.address, first.family);
    });
  };
}
