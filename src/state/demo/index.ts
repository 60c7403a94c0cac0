export { useDemoFeatures } from './useDemoFeatures';
