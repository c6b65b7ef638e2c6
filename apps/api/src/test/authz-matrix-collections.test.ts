import { inPart } from './authz-matrix-parts';
import { describeAuthzMatrix } from './authz-matrix-run';

// The matrix's collections routes (authz-matrix-parts.ts).
await describeAuthzMatrix((route) => inPart('collections', route.path));
