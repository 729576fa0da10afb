// jest's globalSetup for `npm run test:all` (jest.all.config.js).
import { globalPack } from "../helpers/pack";

export default globalPack;
