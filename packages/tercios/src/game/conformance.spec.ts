import { conformancePart } from './conformance.battery.js';

conformancePart(1);
