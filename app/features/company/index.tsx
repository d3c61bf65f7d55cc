// Company and its bases: one component per route of the route table.
import { CompanyPage } from './company-page';

export const CompanyBase = () => <CompanyPage />;
