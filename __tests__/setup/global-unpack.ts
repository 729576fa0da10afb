// jest's globalTeardown for `npm run test:all` (jest.all.config.js).
import { globalUnpack } from "../helpers/pack";

export default globalUnpack;
