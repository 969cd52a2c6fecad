import { isIPv6 } from 'node:net';

/** What ALLOWED_HOSTS holds when unset: the names `npm start` and the tests reach the server by, on any port. */
export const DEFAULT_ALLOWED_HOSTS = 'localhost,127.0.0.1,[::1]';

/** A DNS name or an IPv4 address: labels of letters, digits, '-' and '_' (a container's service name), no trailing dot. */
const NAME = /^[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?)*$/;

/** An IPv6 address in the brackets a Host header writes it in, with or without them in the setting. */
function bracketedIPv6(entry: string): string | undefined {
  const inner = entry.startsWith('[') && entry.endsWith(']') ? entry.slice(1, -1) : entry;
  return isIPv6(inner) ? `[${inner}]` : undefined;
}

/**
 * ALLOWED_HOSTS (comma separated) as the host names a request may name, lower case, or what is
 * wrong with it. A port is refused rather than ignored: any port is accepted, and a setting that
 * seems to narrow it would mislead.
 */
export function parseAllowedHosts(setting: string): { hosts: string[] } | { problem: string } {
  const hosts: string[] = [];
  for (const raw of setting.split(',')) {
    const entry = raw.trim().toLowerCase();
    if (!entry) continue;
    const host = bracketedIPv6(entry) ?? (NAME.test(entry) ? entry : undefined);
    if (!host)
      return {
        problem: `ALLOWED_HOSTS: '${raw.trim()}' is not a host name or IP address (give names without scheme, port or path, e.g. admin.example.com,10.0.0.11)`,
      };
    hosts.push(host);
  }
  if (hosts.length === 0) return { problem: 'ALLOWED_HOSTS names no host: every request would be refused' };
  return { hosts };
}
