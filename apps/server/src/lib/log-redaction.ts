// Tokens that ride in a URL's query string (the usage-tracking beacons' `token`: sendBeacon cannot
// set headers) or path (a quote's approval link: /approve/{token}, /api/public/approval/{token})
// must not reach the request log in full: whoever reads the logs could replay them.

/** Query parameters whose values never go to the log. */
const SECRET_PARAMS = ['token', 'access_token', 'refresh_token'];

const SECRET_PARAM = new RegExp(`([?&](?:${SECRET_PARAMS.join('|')})=)[^&#]*`, 'gi');

/** Path segments that are tokens: the approval page's and its API's (issue 22). */
const SECRET_SEGMENT = /^((?:\/api)?\/(?:public\/approval|approve)\/)[^/?#]*/i;

/**
 * The URL as it may be logged: each secret parameter's value and an approval link's token
 * replaced by [REDACTED].
 */
export function redactUrl(url: string): string {
  const path = url.replace(SECRET_SEGMENT, '$1[REDACTED]');
  return path.includes('?') ? path.replace(SECRET_PARAM, '$1[REDACTED]') : path;
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number } | null;
}

/**
 * The request as pino logs it: Fastify's default fields (method, url, host, remoteAddress,
 * remotePort), with the URL redacted.
 */
export function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
