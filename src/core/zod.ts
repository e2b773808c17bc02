// zod, configured once for the browser and the server: jitless, so zod never probes
// `new Function` (its JIT), which the shop's CSP (no 'unsafe-eval') refuses and Chrome reports as
// a violation on every page that defines a schema. Import `z` from here, not from 'zod'.
import { z } from 'zod';

z.config({ jitless: true });

export { z };
