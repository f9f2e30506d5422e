import type { IConfiguration } from 'dependency-cruiser';

// The import rules, checked by `npm run check:imports` over src/ and scripts/. dependency-cruiser
// does not read .astro files: the routes written in .astro get the repository rule from ESLint
// (eslint.config.js), which reads their frontmatter.

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
    {
      name: 'not-to-unresolvable',
      comment: 'An import the check cannot resolve would escape every rule above (astro: modules are virtual).',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, pathNot: '^astro:' },
    },
  ],
  options: {
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
