import { describe, expect, it } from 'vitest';
import { lucideIconImports } from './lucide-icon-imports.ts';

type Handler = (code: string, id: string) => { code: string } | null;
const transform = (code: string, id = '/app/src/web/features/x.tsx') => {
  const hook = lucideIconImports().transform as { handler: Handler };
  return hook.handler.call({}, code, id);
};

describe('lucide icon imports', () => {
  it("rewrites named icon imports to lucide's per-icon modules, keeping local names", () => {
    const out = transform(
      "import { Star, CircleCheck as Done } from 'lucide-react';\nexport const a = [Star, Done];\n",
    );
    expect(out?.code).toBe(
      "import Star from 'lucide-react/icons/star'; import Done from 'lucide-react/icons/circle-check';\nexport const a = [Star, Done];\n",
    );
  });

  it('keeps type imports and non-icon names on the package index', () => {
    const out = transform(
      "import { type LucideIcon, Truck, createLucideIcon } from 'lucide-react';\nlet x;\n",
    );
    expect(out?.code).toBe(
      "import Truck from 'lucide-react/icons/truck'; import { type LucideIcon, createLucideIcon } from 'lucide-react';\nlet x;\n",
    );
  });

  it('keeps the line count of a multi-line import, so later lines keep their numbers', () => {
    const code = "import {\n  Leaf,\n  Sun,\n} from 'lucide-react';\nconst line5 = 5;\n";
    const out = transform(code);
    expect(out?.code.split('\n')).toHaveLength(code.split('\n').length);
    expect(out?.code.split('\n')[4]).toBe('const line5 = 5;');
  });

  it('leaves a module without a lucide import alone', () => {
    expect(transform("import { useState } from 'react';\n")).toBeNull();
  });
});
