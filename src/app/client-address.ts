import { BlockList, isIP } from "node:net";

/**
 * Which proxies in front of the server are trusted to say who the client is (TRUST_PROXY), and the
 * client's address they lead to. The rule is Express's `trust proxy` (and Koa's `proxy` with
 * `maxIpsCount`): the addresses of a request are its connection's, then the X-Forwarded-For entries
 * from the right; each trusted proxy appended the one before it, so the client is the first address
 * that no trusted proxy vouches for. Entries further left were written by the client itself and are
 * never looked at, so a forged left-most entry changes nothing.
 */
export type ProxyTrust =
  /** No proxy: X-Forwarded-For and X-Forwarded-Proto are ignored; the connection's address is the client's. */
  | { kind: "none" }
  /** This many proxies stand in front of the server, each appending the address it received from. */
  | { kind: "hops"; hops: number }
  /** Proxies at these addresses or networks are trusted, wherever they stand in the chain. */
  | { kind: "addresses"; list: BlockList; description: string };

export const noProxy: ProxyTrust = { kind: "none" };

/**
 * TRUST_PROXY: unset, empty or "false": none; "true": one hop (the common single reverse proxy);
 * a whole number: that many hops; otherwise a comma-separated list of addresses and networks
 * ("10.0.0.1, 10.1.0.0/16, ::1"). Anything else stops the start with the reason.
 */
export function parseTrustProxy(value: string | undefined): ProxyTrust {
  const text = value?.trim() ?? "";
  if (text === "" || text === "false" || text === "0") return noProxy;
  if (text === "true") return { kind: "hops", hops: 1 };
  if (/^[0-9]+$/.test(text)) {
    const hops = Number(text);
    if (hops > 10) throw new Error(`TRUST_PROXY names ${hops} proxy hops; more than 10 is surely a mistake`);
    return { kind: "hops", hops };
  }
  const list = new BlockList();
  for (const entry of text.split(",").map((part) => part.trim())) {
    const [address, prefix, ...rest] = entry.split("/");
    const family = isIP(address ?? "");
    const bits = prefix === undefined ? undefined : Number(prefix);
    const validPrefix = bits === undefined || (/^[0-9]+$/.test(prefix!) && bits <= (family === 6 ? 128 : 32));
    if (family === 0 || rest.length > 0 || !validPrefix) {
      throw new Error(
        `TRUST_PROXY must be true, false, a number of proxy hops, or a list of proxy addresses and networks; "${entry}" is none of these`,
      );
    }
    const type = family === 6 ? "ipv6" : "ipv4";
    if (bits === undefined) list.addAddress(address!, type);
    else list.addSubnet(address!, bits, type);
  }
  return { kind: "addresses", list, description: text };
}

/** Whether any proxy is trusted (then X-Forwarded-Proto is believed too). */
export const trustsAnyProxy = (trust: ProxyTrust): boolean => trust.kind !== "none";

/**
 * An address as written in a header or by the socket, reduced to the bare IP: without brackets, port
 * or an IPv4-mapped IPv6 prefix; undefined when it is not an IP address at all.
 */
export function bareAddress(raw: string | undefined): string | undefined {
  let text = raw?.trim() ?? "";
  const bracketed = /^\[([^\]]+)\](?::[0-9]+)?$/.exec(text);
  if (bracketed) text = bracketed[1]!;
  else if (/^[0-9.]+:[0-9]+$/.test(text)) text = text.slice(0, text.lastIndexOf(":"));
  if (/^::ffff:[0-9.]+$/i.test(text)) text = text.slice(7);
  return isIP(text) === 0 ? undefined : text.toLowerCase();
}

function trusted(trust: ProxyTrust, address: string, index: number): boolean {
  if (trust.kind === "none") return false;
  if (trust.kind === "hops") return index < trust.hops;
  if (isIP(address) === 0) return false;
  return trust.list.check(address, isIP(address) === 6 ? "ipv6" : "ipv4");
}

/**
 * The client's address for the limits: the connection's address, then X-Forwarded-For from the right,
 * skipping exactly the trusted proxies. An entry that is not an address ends the walk at the last
 * proxy that was trusted (whoever wrote it is not believed).
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | null | undefined,
  trust: ProxyTrust,
): string {
  const connection = bareAddress(socketAddress) ?? socketAddress ?? "unknown";
  if (trust.kind === "none") return connection;
  const chain = (forwardedFor ?? "").split(",").reverse();
  let client = connection;
  for (let index = 0; trusted(trust, client, index) && index < chain.length; index++) {
    const next = bareAddress(chain[index]);
    if (next === undefined) break;
    client = next;
  }
  return client;
}
