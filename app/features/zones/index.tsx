// The zones screens, one component per route (app/router.tsx maps the routes to these names).
export { ZonesPage as ManagementArea } from './zones-page';
export { ZoneDetailsPage as ZoneDetails } from './details/zone-details-page';
