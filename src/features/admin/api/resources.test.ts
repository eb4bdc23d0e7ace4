// The console's resource helpers (src/features/admin/api/resources.ts): object names that pass the
// module_resources path check, the free ↔ premium folder switch and the PDF-only, 50 MB file check.
import { describe, expect, it } from 'vitest';
import { RESOURCE_MAX_BYTES, resourceFileProblem, resourceObjectName, togglePremiumPath } from './resources.ts';

// The table's check on module_resources.path (20261124120000_module_resources.sql).
const PATH_CHECK = (p: string) => /^[a-z0-9][a-z0-9/_.-]*\.pdf$/.test(p) && !p.includes('..');

describe('resource object names', () => {
  it('puts a free file under module-NN/ and a bonus under premium/module-NN/, slugged to pass the path check', () => {
    expect(resourceObjectName(3, 'Earnings Day Plan.PDF', false, 42)).toBe('module-03/earnings-day-plan-42.pdf');
    expect(resourceObjectName(14, 'Été — Plan (v2).pdf', true, 7)).toBe('premium/module-14/ete-plan-v2-7.pdf');
    expect(resourceObjectName(1, '../../etc/passwd.pdf', false, 1)).toBe('module-01/etc-passwd-1.pdf');
    expect(resourceObjectName(1, '!!!.pdf', false, 1)).toBe('module-01/resource-1.pdf');
    for (const n of ['Earnings Day Plan.PDF', 'Été — Plan (v2).pdf', '../../x.pdf', '!!!.pdf', `${'a'.repeat(300)}.pdf`]) {
      expect(PATH_CHECK(resourceObjectName(2, n, true, 1)), n).toBe(true);
      expect(PATH_CHECK(resourceObjectName(2, n, false, 1)), n).toBe(true);
    }
  });

  it('switches a path between the free and the premium folder', () => {
    expect(togglePremiumPath('module-03/a.pdf', true)).toBe('premium/module-03/a.pdf');
    expect(togglePremiumPath('premium/module-03/a.pdf', false)).toBe('module-03/a.pdf');
    expect(togglePremiumPath('premium/module-03/a.pdf', true)).toBe('premium/module-03/a.pdf');
    expect(togglePremiumPath('module-03/a.pdf', false)).toBe('module-03/a.pdf');
  });
});

describe('resource files', () => {
  it('accepts a PDF up to the bucket limit and nothing else', () => {
    expect(resourceFileProblem({ name: 'a.pdf', type: 'application/pdf', size: 1000 })).toBeNull();
    expect(resourceFileProblem({ name: 'a.pdf', type: 'application/pdf', size: RESOURCE_MAX_BYTES })).toBeNull();
    expect(resourceFileProblem({ name: 'a.pdf', type: 'application/pdf', size: RESOURCE_MAX_BYTES + 1 })).toBe('At most 50 MB');
    expect(resourceFileProblem({ name: 'a.pdf', type: 'application/pdf', size: 0 })).toBe('The file is empty');
    expect(resourceFileProblem({ name: 'a.png', type: 'image/png', size: 10 })).toBe('Choose a PDF file');
    expect(resourceFileProblem({ name: 'a.html', type: 'application/pdf', size: 10 })).toBe('Choose a PDF file');
  });
});
