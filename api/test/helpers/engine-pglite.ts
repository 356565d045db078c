process.env.TEST_ENGINE = 'pglite';
