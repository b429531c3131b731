// The validated measures module (#34): one factory, called from services.ts.
import type { Connection } from 'mongoose';
import type { Clock } from '../../clock.js';
import type { CrisisDirectory } from '../../content/index.js';
import type { ConsentGate } from '../consent/consent.service.js';
import { measureResultModel } from './measure-result.model.js';
import { MeasuresService } from './measures.service.js';

export { MeasuresService } from './measures.service.js';
export type { MeasureResultView, MeasureDefinitionView } from './measures.service.js';

export async function createMeasures(deps: {
  connection: Connection;
  crisis: Pick<CrisisDirectory, 'forCountry'>;
  consent: ConsentGate;
  clock: Clock;
}): Promise<MeasuresService> {
  const results = measureResultModel(deps.connection);
  // The unique index decides concurrent submits: it must exist before the first write.
  await results.init();
  return new MeasuresService({ results, crisis: deps.crisis, consent: deps.consent, clock: deps.clock });
}
