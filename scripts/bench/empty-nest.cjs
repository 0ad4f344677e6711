// The empty-Nest rung: a NestJS (Express) app with one route answering the given bytes, nothing else — the
// floor of the framework the API is built on, from the same node_modules.
//   node scripts/bench/empty-nest.cjs <payload base64> <content type> <port> <path>
/* global Buffer */
require('reflect-metadata');
const { NestFactory } = require('@nestjs/core');
const { Controller, Get, Header, Module } = require('@nestjs/common');

const [payload, type, port, path] = [Buffer.from(process.argv[2], 'base64').toString('utf8'), process.argv[3], Number(process.argv[4]), process.argv[5]];

class PayloadController {
  answer() {
    return payload;
  }
}
const answer = Object.getOwnPropertyDescriptor(PayloadController.prototype, 'answer');
Get(path.replace(/^\//, ''))(PayloadController.prototype, 'answer', answer);
Header('Content-Type', type)(PayloadController.prototype, 'answer', answer);
Controller()(PayloadController);

class EmptyModule {}
Module({ controllers: [PayloadController] })(EmptyModule);

NestFactory.create(EmptyModule, { logger: false })
  .then((app) => app.listen(port, '127.0.0.1'))
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
