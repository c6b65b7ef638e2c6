import { inPart } from './authz-matrix-parts';
import { describeAuthzMatrix } from './authz-matrix-run';

// The matrix's products routes (authz-matrix-parts.ts).
await describeAuthzMatrix((route) => inPart('products', route.path));
