import { PROGRESS } from '../../domain/progress';
import { addBorrowerAt, type ApplicationPresetOptions } from './application-in-progress';
import { definePreset } from './define-preset';

/** The known borrower at the identity document step; every OCR fails ("recognition failure"). */
export const ocrFails = definePreset<Omit<ApplicationPresetOptions, 'progress'>>({
  name: 'ocr-fails',
  description: 'One borrower at the document step whose document photos are never recognised',
  apply(world, options = {}) {
    world.setConfig({ application: { ...world.config.application, failOcr: true } });
    addBorrowerAt(world, PROGRESS.idCardAuthentication, options);
  },
});

/** The known borrower at the face step; every liveness check fails ("face recognition failure"). */
export const livenessFails = definePreset<Omit<ApplicationPresetOptions, 'progress'>>({
  name: 'liveness-fails',
  description: 'One borrower at the face step whose liveness check always fails',
  apply(world, options = {}) {
    world.setConfig({ application: { ...world.config.application, failLiveness: true } });
    addBorrowerAt(world, PROGRESS.idCardFacial, options);
  },
});
