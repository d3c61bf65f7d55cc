// trainer: the console's route component (loaded lazily, and only in simulated builds: app/router.tsx).
export { TrainerPage as Trainer } from './trainer-page';
