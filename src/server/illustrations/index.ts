// The illustrations feature's entry point: routes, scripts and other features import it, never its inner modules.
export { rasterIllustration } from './raster-illustration.ts';
