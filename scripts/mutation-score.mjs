// Prints the mutation score that `npm run test:mutation` measured, per folder and in all, like a bench:
// figures, never a pass or fail. It reads each part's last result from its incremental file
// (bench/mutation/<part>.json, committed), so it shows every part measured so far.
// `--survivors` also lists each surviving mutant, to judge whether a test can tell it apart.
import { existsSync, readFileSync } from "node:fs";
import { PARTS } from "./mutation-parts.mjs";

const measured = Object.keys(PARTS).filter((part) => existsSync(`bench/mutation/${part}.json`));
console.log(
  `parts measured: ${measured.join(", ") || "none"}; not yet: ${
    Object.keys(PARTS)
      .filter((p) => !measured.includes(p))
      .join(", ") || "none"
  }`,
);
const report = { files: {} };
for (const part of measured) Object.assign(report.files, JSON.parse(readFileSync(`bench/mutation/${part}.json`, "utf8")).files);
const DETECTED = new Set(["Killed", "Timeout"]);
const UNDETECTED = new Set(["Survived", "NoCoverage"]);

const folders = new Map();
const survivors = [];
for (const [file, { mutants, source }] of Object.entries(report.files)) {
  const folder = file.split("/").slice(0, -1).join("/");
  const tally = folders.get(folder) ?? { detected: 0, undetected: 0, ignored: 0 };
  const lines = source.split("\n");
  for (const m of mutants) {
    if (DETECTED.has(m.status)) tally.detected++;
    else if (UNDETECTED.has(m.status)) {
      tally.undetected++;
      const line = m.location.start.line;
      survivors.push(`${file}:${line} ${m.mutatorName} ${m.status}: ${lines[line - 1].trim().slice(0, 90)} -> ${m.replacement ?? ""}`);
    } else tally.ignored++;
  }
  folders.set(folder, tally);
}

const score = (t) => ((100 * t.detected) / Math.max(1, t.detected + t.undetected)).toFixed(1);
const total = { detected: 0, undetected: 0, ignored: 0 };
console.log("folder".padEnd(34), "detected".padStart(9), "undetected".padStart(11), "score".padStart(7));
for (const [folder, t] of [...folders].sort()) {
  console.log(folder.padEnd(34), String(t.detected).padStart(9), String(t.undetected).padStart(11), `${score(t)} %`.padStart(7));
  for (const k of Object.keys(total)) total[k] += t[k];
}
console.log("all".padEnd(34), String(total.detected).padStart(9), String(total.undetected).padStart(11), `${score(total)} %`.padStart(7));
console.log(`mutation score ${score(total)} % (${total.ignored} mutants ignored: static, run only at module load)`);
if (process.argv.includes("--survivors")) for (const s of survivors) console.log(s);
