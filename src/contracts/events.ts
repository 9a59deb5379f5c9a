/**
 * The domain events tools read and write (ARCHITECTURE 3.3): the one closed union, the types its events
 * carry and their constants. Journeys, scenarios, the simulator and the bridge emulator rely on these names
 * and shapes.
 */
export * from '../domain/events';
