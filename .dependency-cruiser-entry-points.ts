import type { IConfiguration, IForbiddenRuleType } from 'dependency-cruiser';
import config from './.dependency-cruiser.ts';

// Feature entry points, prepared but not yet part of `npm run check` or npm test:
// `npm run check:entry-points` lists what still imports a feature's inner files. Once every feature
// has its index.ts and the list is empty, these rules join .dependency-cruiser.ts.

/** Folders under src/server that are not features: anything may import any file of theirs. */
const platformFolders = [
  'db',
  'http',
  'log',
  'signing',
  'rate-limit',
  'idempotency',
  'metrics',
  'request-policy',
  'jobs',
];
const platform = platformFolders.join('|');
const entryPoint = '^src/server/[^/]+/index\\.ts$';

const throughEntryPoints: IForbiddenRuleType[] = [
  {
    name: 'feature-through-entry-point',
    comment: 'Outside src/server, a feature is imported only through src/server/<feature>/index.ts.',
    severity: 'error',
    from: { pathNot: '^src/server/[^/]+/' },
    to: { path: `^src/server/(?!(?:${platform})/)[^/]+/`, pathNot: entryPoint },
  },
  {
    name: 'feature-through-entry-point',
    comment: "Another feature's files are imported only through its src/server/<feature>/index.ts.",
    severity: 'error',
    // $1, the importing file's feature, may import its own files. The job registries list what each
    // feature declares in its <feature>-jobs.ts and <feature>-retention.ts.
    from: { path: '^src/server/([^/]+)/', pathNot: '^src/server/jobs/(registry|retention-sweep)\\.ts$' },
    to: { path: `^src/server/(?!(?:${platform}|$1)/)[^/]+/`, pathNot: entryPoint },
  },
];

const entryPoints: IConfiguration = { ...config, forbidden: throughEntryPoints };
export default entryPoints;
