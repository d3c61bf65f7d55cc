// The home screen (`/`, regional info) as a chunk of its own: the zone equipment and valve
// screens (app/features/home/index.tsx) bring the actuator controls, which the home screen never draws.
export { RegionalPage as RegionalInfo } from './regional-page';
