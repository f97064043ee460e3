/** Steps 2 to 4 of the roast flow, one module: their code loads while the visitor fills in step 1. */
export { EmailStep } from './email-step';
export { LoadingStep } from './loading-step';
export { RoastError } from './roast-error';
export { RoastResults } from './roast-results';
