// How long the server gives a connection, in one place: serve.ts applies these, and the deploy
// tests check the proxy's own timeouts against them.

/** A request's headers must arrive within this, so a slow sender cannot hold a socket. */
export const headersTimeoutMs = 10_000;
/** The whole request, headers and body. Node checks every `connectionsCheckingIntervalMs`, so a slow body is closed within 22 s. */
export const requestTimeoutMs = 20_000;
export const connectionsCheckingIntervalMs = 2_000;

/**
 * How long an idle keep-alive connection stays open between requests. Node's default, 5 s, is
 * shorter than any proxy keeps its pooled connections (Caddy 2 min unless told, nginx and cloud load
 * balancers 60 s): the proxy then sends a request on a connection the server is closing at that very
 * moment and the visitor gets a 502, a lead form's POST included, since proxies do not resend a POST.
 * The server must hold idle connections longer than the proxy in front: deploy/Caddyfile sets
 * Caddy's to 60 s, and this covers nginx's and the load balancers' 60 s as well. Only idle sockets
 * are held; `headersTimeout` starts with a request's first byte, not with the idle wait.
 */
export const keepAliveTimeoutMs = 75_000;
