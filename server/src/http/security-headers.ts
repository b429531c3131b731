// The security headers of every response (SECURITY.md 12-13): a strict Content-Security-Policy
// (only Paystack's checkout beside our own origin), HSTS in production, the Referrer-Policy, and
// the opener policy the Google sign-in popup needs.
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { Config } from '../config.js';

export function securityHeaders(config: Config): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://js.paystack.co'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'", 'https://api.paystack.co'],
        frameSrc: ["'self'", 'https://checkout.paystack.com', 'https://js.paystack.co'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: config.isProduction ? [] : null,
      },
    },
    strictTransportSecurity: config.isProduction ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The Google sign-in popup posts its outcome back to the page that opened it.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
}
