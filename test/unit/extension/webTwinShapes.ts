// Each web twin of scripts/build.mjs, held by tsc (npm test type-checks before it runs) to the shape of
// the Node module it takes the place of: an import of the Node module gets the twin in the web bundle,
// so the twin must offer every name with a type the Node module's users accept. webTwins.test.ts reads
// the pairs from these imports and keeps them equal to build.mjs's.

import type * as Node0 from '../../../src/core/files/hostFiles';
import type * as Web0 from '../../../src/env/web/hostFiles';
import type * as Node1 from '../../../src/extension/runDocuments';
import type * as Web1 from '../../../src/extension/web/runDocuments';
import type * as Node2 from '../../../src/extension/settingPaths';
import type * as Web2 from '../../../src/extension/web/settingPaths';
import type * as Node3 from '../../../src/extension/hostUris';
import type * as Web3 from '../../../src/extension/web/hostUris';
import type * as Node4 from '../../../src/core/annotation/labelRunAccess';
import type * as Web4 from '../../../src/extension/web/labelRunAccess';

type Twin<NodeModule, WebModule extends NodeModule> = [NodeModule, WebModule];

export type Checked = [
  Twin<typeof Node0, typeof Web0>,
  Twin<typeof Node1, typeof Web1>,
  Twin<typeof Node2, typeof Web2>,
  Twin<typeof Node3, typeof Web3>,
  Twin<typeof Node4, typeof Web4>,
];
