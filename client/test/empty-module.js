// A module with nothing in it (jest.config's moduleNameMapper: `app-words:<section>`).
module.exports = {};
