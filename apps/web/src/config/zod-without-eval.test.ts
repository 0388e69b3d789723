import { describe, expect, it } from 'vitest';
import './zod-without-eval';
import { z } from 'zod';

describe('Zod without eval (decision 0031)', () => {
  it('Zod reads the setting: it never tries new Function, which the policy refuses', () => {
    expect(z.config().jitless).toBe(true);
    // The object parser still works without its compiled fast path.
    expect(z.object({ name: z.string() }).parse({ name: 'Asha' })).toEqual({ name: 'Asha' });
  });
});
