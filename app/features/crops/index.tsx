// The crop group screens, one component per route (app/router.tsx maps the routes to these names).
export { CropReviewPage as CropGroupReview } from './crop-review-page';
export { CropEditPage as CropGroupEditing } from './crop-edit-page';
