// The learned second stage (model.ts): its committed weights load, it reads a crisis sentence inside
// a long message as it reads it alone (windows, not the whole message), it leaves out the windows
// the rules set aside, and the detector asks (UNSURE) only from MODEL_UNSURE_AT. Its recall and false
// positives are measured with the rules in corpus.test.ts.
import { MODEL_CLASSES, WINDOW, decodeWeights, modelVerdict } from './model.js';
import { MODEL_WEIGHTS } from './model.weights.js';
import { crisisTokens } from './normalize.js';

const ORDINARY =
  'We went to the market on Saturday and bought tomatoes, pepper and onions for the stew, then my sister called from Abuja about her new job. ';
const CRISIS = 'I want to kill myself tonight, I have the rope ready.';

describe('the crisis model', () => {
  it('loads the committed weights: one row per kept feature, a weight per class', () => {
    const model = decodeWeights(MODEL_WEIGHTS);
    expect(model.classes).toBe(MODEL_CLASSES.length);
    expect(model.bias).toHaveLength(MODEL_CLASSES.length);
    expect(model.table.size).toBeGreaterThan(1000);
    for (const row of [...model.table.values()].slice(0, 50)) expect(row).toHaveLength(MODEL_CLASSES.length);
  });

  it('decodes the committed format (features in base 36, weights in thousandths)', () => {
    const model = decodeWeights({ classes: 2, bias: [0.5, -0.5], table: 'z:1500,-250;10:0,7' });
    expect(model.table.get(35)).toEqual(new Float32Array([1.5, -0.25]));
    expect(model.table.get(36)).toEqual(new Float32Array([0, 0.007]));
  });

  it('tells a crisis sentence from ordinary talk, and names its kind', () => {
    const crisis = modelVerdict(crisisTokens(CRISIS));
    expect(crisis.crisis).toBeGreaterThan(0.9);
    expect(crisis.kind).toBe('SELF_HARM');
    expect(modelVerdict(crisisTokens(ORDINARY)).crisis).toBeLessThan(0.5);
  });

  it('reads a crisis sentence at the end of a long message as it reads it alone', () => {
    const long = crisisTokens(`${ORDINARY.repeat(20)}${CRISIS}`);
    expect(long.length).toBeGreaterThan(WINDOW * 10);
    expect(modelVerdict(long).crisis).toBeGreaterThan(0.9);
  });

  it('leaves out every window with a token the rules set aside', () => {
    const tokens = crisisTokens(CRISIS);
    expect(modelVerdict(tokens, () => true).crisis).toBe(0);
    expect(modelVerdict([]).crisis).toBe(0);
  });
});
