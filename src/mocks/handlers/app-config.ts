import type { MockWorld } from '../world/world';
import { defineHandler, type MockRoute } from './define-handler';

/** Mock package configuration: `/app/package-config`, `/store/package-config`, `/app-download/getAddress`. */

function packageConfig(world: MockWorld) {
  const {
    featureMode,
    uploadSwitches,
    imageCountLimit,
    customerServiceEmail,
    customerServiceHours,
    lender,
    contractRegistry,
  } = world.config;
  return {
    featureMode: { ...featureMode },
    uploadSwitches: { ...uploadSwitches },
    imageCountLimit,
    customerServiceEmail,
    customerServiceHours,
    // Optional in the contract: a backend without the lender's identity leaves the field out.
    ...(lender ? { lender: { ...lender } } : {}),
    ...(contractRegistry ? { contractRegistry } : {}),
  };
}

/** The routes of the package configuration; they need no login. */
export const appConfigHandlers: MockRoute[] = [
  defineHandler('getAppPackageConfig', (ctx) => ({
    ...packageConfig(ctx.world),
    versionAllowList: {
      mode1: [...ctx.world.config.versionAllowList.mode1],
      mode2: [...ctx.world.config.versionAllowList.mode2],
    },
  })),
  defineHandler('getStorePackageConfig', (ctx) => packageConfig(ctx.world)),
  defineHandler('getAppDownloadAddress', (ctx) => ({ url: ctx.world.config.downloadUrl })),
];
