export { Component } from './coming-soon';
