public enum AdaptLintReportersModule {}
