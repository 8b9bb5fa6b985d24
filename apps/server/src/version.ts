import packageJson from '../package.json';

/** The server's version, answered by /api/health and the footer's version line. */
export const APP_VERSION: string = packageJson.version;

/**
 * Version of the parts catalog data (the footer's ocatVersion). The generated catalog of a later issue
 * replaces it with its own data version.
 */
export const CATALOG_VERSION = '2025.1';
