import { version } from '../../../package.json';

/** The app's version, read from package.json when the bundle is built (esbuild inlines the one field). */
export const APP_VERSION: string = version;
