/** The statistics and promises the app shows, each with its declared source (decision 0049), for the review tools. */
export * from '../domain/claim-sources';
