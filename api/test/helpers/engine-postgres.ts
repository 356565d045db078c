process.env.TEST_ENGINE = 'postgres';
