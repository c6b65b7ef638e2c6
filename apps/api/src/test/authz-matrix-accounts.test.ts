import { inPart } from './authz-matrix-parts';
import { describeAuthzMatrix } from './authz-matrix-run';

// The matrix's accounts routes (authz-matrix-parts.ts).
await describeAuthzMatrix((route) => inPart('accounts', route.path));
