// Seats the words tests name: four seats, the person in seat 0 and computers elsewhere (the
// partnership games' table as one person plays it).

/** Four seats: the person in seat 0, computers elsewhere. */
export const FOUR_SEATS = [
  { kind: "person", name: null },
  { kind: "computer", level: "normal" },
  { kind: "computer", level: "normal" },
  { kind: "computer", level: "normal" },
];
