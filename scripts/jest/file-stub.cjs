// Imported images and fonts become their file name in unit tests: the DOM only needs a string src.
module.exports = 'test-file-stub';
