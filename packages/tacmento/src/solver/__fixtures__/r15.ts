/**
 * The Instruction setup of ruling R15's solver specs (Motivate along a line parallel to the push). Sample deck: cavalry
 * 11-13 and the Captain 14 are blue, the Drummers 18; Objective 11 is BBB in any line. Cavalry 13 pushed west along
 * row 1 (2, 18, 13: the Drummers move), then Motivate west along row 2 (17, 7, 12), makes column 3 read 13, 12, 14 —
 * blue, blue, blue.
 */
export const r15Setup = {
  format: 'muster-tacmento-setup',
  formatVersion: 1,
  objectives: [11],
  tercio: [
    [2, 13, 18],
    [12, 17, 7],
    [16, 10, 14],
    [6, 1, 8],
  ],
  reserve: [15, 3, 9],
} as const;
