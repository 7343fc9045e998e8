import type { AddressInfo } from "node:net";
import type { Config } from "./env";

/**
 * The line the server prints once it listens (issue #20: it must name the real address). The
 * address people open is PUBLIC_URL, or, unset, http://localhost:<the port really bound>, which
 * also covers PORT=0; the socket's own address follows, so a proxy's operator sees both.
 */
export function startupLine(
  config: Pick<Config, "brandName" | "publicUrl" | "publicUrlIsSet">,
  address: Pick<AddressInfo, "address" | "port" | "family">,
): string {
  const url = config.publicUrlIsSet ? config.publicUrl : `http://localhost:${address.port}`;
  const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
  return `${config.brandName} is up at ${url} (listening on ${host}:${address.port}; API reference: ${url}/api/docs)`;
}
