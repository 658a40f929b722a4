// The parts npm run test:mutation tests one by one, each with its own incremental file under
// bench/mutation/, so a rerun tests only the mutants whose code or covering tests changed.
export const PARTS = {
  "domain-a-e": ["domain/[a-e]*.ts"],
  "domain-f-m": ["domain/[f-m]*.ts"],
  "domain-n-z": ["domain/[n-z]*.ts"],
  "domain-bracket-standings": ["domain/bracket/**/*.ts", "domain/standings/**/*.ts"],
  "server-actions": ["server/actions/**/*.ts"],
};
