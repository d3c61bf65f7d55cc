/**
 * The scenario library is the folder: every `scenarios/*.scenario.{ts,json}` file (load.ts), found
 * by name with `findInLibrary`. There is no other list to keep in step with it.
 */
export { findInLibrary, loadLibrary, scenariosDir, ScenarioFileError } from './load.ts';
export { defineScenario, type CheckedScenario, type Scenario, type ScenarioStep } from './scenario.ts';
export { clockOf, runScenario, type CloudStep } from './runner.ts';
