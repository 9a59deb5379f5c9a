/** The mock backend in Node (MSW's server, installed around each test): for tools' tests only. */
export { installMockServer } from '../mocks/server';
