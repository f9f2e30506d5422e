import { existsSync, readFileSync } from 'node:fs';
import type { IConfiguration, IViolation } from 'dependency-cruiser';

// The import rules, checked by `npm run check:imports` over src/ and scripts/. dependency-cruiser
// does not read .astro files: the routes written in .astro get the repository and entry-point rules
// from ESLint (eslint.config.js), which reads their frontmatter.

/** Folders under src/server that are not features: anything may import any file of theirs. */
export const platformFolders = [
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
const jobRegistries = '^src/server/jobs/(registry|retention-sweep)\\.ts$';

/**
 * Imports of a feature's inner module its entry point cannot carry yet: it would close a cycle of modules,
 * or make a script load more, or sooner, than it does. Each goes once the features behind it are
 * untangled; any new one is an error.
 */
const knownViolationsFile = new URL('./.dependency-cruiser-known-violations.json', import.meta.url);
const knownViolations: IViolation[] = existsSync(knownViolationsFile)
  ? JSON.parse(readFileSync(knownViolationsFile, 'utf8'))
  : [];

const config: IConfiguration = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Modules that import each other, types included: the shared part belongs in a module of its own.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'browser-code-not-to-server',
      comment: 'src/components and src/lib may reach the browser; src/server is server-only, its types too.',
      severity: 'error',
      from: { path: '^src/(components|lib)/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'pages-not-to-repositories',
      comment: "Routes call a feature's entry point; SQL stays behind the services.",
      severity: 'error',
      from: { path: '^src/pages/' },
      to: { path: '\\.repository\\.ts$' },
    },
    // A feature's index.ts is its API: what the rest may call is listed in one file, and the rest of the
    // feature can change without reaching into every caller.
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
      // $1, the importing file's feature, may import its own files.
      from: { path: '^src/server/([^/]+)/', pathNot: jobRegistries },
      to: { path: `^src/server/(?!(?:${platform}|$1)/)[^/]+/`, pathNot: entryPoint },
    },
    {
      name: 'feature-through-entry-point',
      comment:
        'The job registries list what each feature declares in its <feature>-jobs.ts and <feature>-retention.ts, and nothing else inside it.',
      severity: 'error',
      from: { path: jobRegistries },
      to: { path: `^src/server/(?!(?:${platform})/)[^/]+/`, pathNot: `${entryPoint}|-(jobs|retention)\\.ts$` },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import the check cannot resolve would escape every rule above (astro: modules are virtual).',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, pathNot: '^astro:' },
    },
  ],
  options: {
    knownViolations,
    // Type-only imports count: a cycle of types is still two modules that cannot be read apart.
    tsPreCompilationDeps: true,
    // The `@/` alias.
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    // Packages that export only for `import` (astro, vitest) resolve, not counted as unresolvable.
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};

export default config;
