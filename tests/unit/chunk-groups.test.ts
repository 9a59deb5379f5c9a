import { describe, expect, it } from 'vitest';
import { chunkGroupsFor, placementOf } from '../../build/chunks';

/** A module graph as Rolldown's plugin context shows it: id → its static imports, and who imports it lazily. */
function graphOf(modules: Record<string, { imports?: string[]; lazyFrom?: string[] }>) {
  return {
    getModuleIds: () => Object.keys(modules)[Symbol.iterator](),
    getModuleInfo: (id: string) =>
      modules[id]
        ? ({
            importedIds: modules[id].imports ?? [],
            dynamicImporters: modules[id].lazyFrom ?? [],
          } as never)
        : null,
  };
}

const SRC = '/repo/src';
const GRAPH = graphOf({
  [`${SRC}/main.tsx`]: { imports: [`${SRC}/store/store.ts`, '/repo/node_modules/react/index.js'] },
  [`${SRC}/store/store.ts`]: {},
  '/repo/node_modules/react/index.js': {},
  // Two features' screens, loaded lazily by the router.
  [`${SRC}/features/borrow/product-details-page.tsx`]: {
    lazyFrom: [`${SRC}/app/router.tsx`],
    imports: [`${SRC}/domain/loan-math.ts`, `${SRC}/domain/money.ts`, `${SRC}/store/store.ts`],
  },
  [`${SRC}/features/repay/cashier-page.tsx`]: {
    lazyFrom: [`${SRC}/app/router.tsx`],
    imports: [`${SRC}/domain/money.ts`, `${SRC}/api/contracts/repayment.ts`],
  },
  [`${SRC}/domain/loan-math.ts`]: {},
  [`${SRC}/domain/money.ts`]: {},
  // The API layer, lazy too: a contract it shares with one feature.
  [`${SRC}/api/endpoints/repayment.ts`]: {
    lazyFrom: [`${SRC}/app/lazy-api.ts`],
    imports: [`${SRC}/api/contracts/repayment.ts`, `${SRC}/api/contracts/store.ts`],
  },
  [`${SRC}/api/contracts/repayment.ts`]: {},
  [`${SRC}/api/contracts/store.ts`]: {},
  // The mock world (mock-world builds): no user, it imports from where the modules are.
  [`${SRC}/mocks/browser.ts`]: { lazyFrom: [`${SRC}/main.tsx`], imports: [`${SRC}/domain/loan-math.ts`] },
});

const placement = placementOf(GRAPH, `${SRC}/main.tsx`);
const [app, features, api] = chunkGroupsFor(() => placement);
const chunkOf = (id: string) =>
  app!.test(id)
    ? 'app'
    : features!.test(id)
      ? (features!.name as (id: string) => string)(id)
      : api!.test(id)
        ? 'api'
        : null;

describe('chunk groups (decision 0024)', () => {
  it('puts what the app start imports in the app start', () => {
    expect(chunkOf(`${SRC}/main.tsx`)).toBe('app');
    expect(chunkOf(`${SRC}/store/store.ts`)).toBe('app');
    expect(chunkOf('/repo/node_modules/react/index.js')).toBe('app');
    expect(chunkOf('\0rolldown/runtime.js')).toBe('app');
  });

  it('puts what several features (or a feature and the API layer) use in the app start', () => {
    expect(chunkOf(`${SRC}/domain/money.ts`)).toBe('app');
    expect(chunkOf(`${SRC}/api/contracts/repayment.ts`)).toBe('app');
  });

  it("puts a feature's screens and what only they use in the feature's chunk", () => {
    expect(chunkOf(`${SRC}/features/borrow/product-details-page.tsx`)).toBe('borrow');
    expect(chunkOf(`${SRC}/features/repay/cashier-page.tsx`)).toBe('repay');
    // The mock world uses it too, but it is no user: the module goes where the production build puts it.
    expect(chunkOf(`${SRC}/domain/loan-math.ts`)).toBe('borrow');
  });

  it('puts the API layer and the contracts only it reads in one `api` chunk (decision 0054)', () => {
    expect(chunkOf(`${SRC}/api/contracts/store.ts`)).toBe('api');
    expect(chunkOf(`${SRC}/api/endpoints/repayment.ts`)).toBe('api');
  });

  it('leaves what only the mock world uses to Rolldown', () => {
    expect(chunkOf(`${SRC}/mocks/browser.ts`)).toBeNull();
  });
});
